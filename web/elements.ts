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
