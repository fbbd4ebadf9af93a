/**
 * Registers every element the widget renders. Importing this module defines them (each
 * module calls `defineOnce` for its own tag).
 */
import './shell/search-panel.ts';
import './shell/file-tools.ts';
import './editors/seating-editor.ts';
import './editors/evidence-editor.ts';
import './editors/report-editor.ts';
import './editors/history-editor.ts';
import './views/status-banner.ts';
import './views/town-circle.ts';
import './views/seat-table.ts';
import './views/candidate-list.ts';
import './views/witness-timeline.ts';
import './views/cruxes.ts';
import './views/why-not-ask.ts';
import './views/conflict.ts';
