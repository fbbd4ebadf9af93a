import { input, pin, rep, verdict } from './_attack_lib.ts';
const ww = (p: number, targets: string[], tr: string, extra: any = {}) => rep(p, 'washerwoman', { targets, targetRole: tr }, extra);
const ten = ['washerwoman','spy','imp','poisoner','monk','empath','soldier','mayor','virgin','slayer'];
await verdict('TV78 poisoned spy ww', input(10, { evidence: pin(ten), reports: [ww(1,['p2','p6'],'chef')], actions:[{kind:'poison',player:'p4',target:'p2'}] }), 'contradiction');
await verdict('TV78 unpoisoned spy ww', input(10, { evidence: pin(ten), reports: [ww(1,['p2','p6'],'chef')], actions:[{kind:'poison',player:'p4',target:'p5'}] }), 'candidates');
await verdict('TV24 poisoned recluse, rh not recluse', input(11, { evidence: pin(['fortune_teller','recluse','chef','imp','spy','mayor','soldier','monk','poisoner','virgin','slayer']), reports: [rep(1,'fortune_teller',{targets:['p2','p3'],value:true}), rep(5,'spy',{grimoire:{p2:{redHerring:false},p3:{redHerring:false}}})], actions:[{kind:'poison',player:'p9',target:'p2'}] }), 'contradiction');
await verdict('TV24 healthy recluse, rh not recluse', input(11, { evidence: pin(['fortune_teller','recluse','chef','imp','spy','mayor','soldier','monk','poisoner','virgin','slayer']), reports: [rep(1,'fortune_teller',{targets:['p2','p3'],value:true}), rep(5,'spy',{grimoire:{p2:{redHerring:false},p3:{redHerring:false}}})], actions:[{kind:'poison',player:'p9',target:'p6'}] }), 'candidates');
// spy as red herring, poisoned spy still rh
await verdict('poisoned spy rh FT yes', input(10, { evidence: pin(['fortune_teller','spy','chef','imp','poisoner','mayor','soldier','monk','virgin','slayer']), reports: [rep(1,'fortune_teller',{targets:['p2','p3'],value:true})], actions:[{kind:'poison',player:'p5',target:'p2'}] }), 'candidates');
// setupInfo
const s8 = ['imp','spy','chef','empath','monk','soldier','mayor','recluse'];
const si = (p: number, team: string, extra: any) => ({ kind: 'setupInfo', player: 'p' + p, team, mode: 'hard', ...extra });
await verdict('SI demon hides spy', input(8, { evidence: [...pin(s8), si(1,'Demon',{minions:[]})] }), 'candidates');
await verdict('SI demon minions incl recluse+spy', input(8, { evidence: [...pin(s8), si(1,'Demon',{minions:['p2','p8']})] }), 'candidates');
await verdict('SI demon minions incl chef', input(8, { evidence: [...pin(s8), si(1,'Demon',{minions:['p2','p3']})] }), 'contradiction');
await verdict('SI minion demons [imp,recluse]', input(8, { evidence: [...pin(s8), si(2,'Minion',{demons:['p1','p8']})] }), 'candidates');
await verdict('SI minion demons [recluse]', input(8, { evidence: [...pin(s8), si(2,'Minion',{demons:['p8']})] }), 'contradiction');
await verdict('SI minion demons []', input(8, { evidence: [...pin(s8), si(2,'Minion',{demons:[]})] }), 'contradiction');
await verdict('SI minion lists self in minions', input(8, { evidence: [...pin(s8), si(2,'Minion',{minions:['p2']})] }), 'candidates');
await verdict('SI imp as Minion team', input(8, { evidence: [...pin(s8), si(1,'Minion',{})] }), 'contradiction');
await verdict('SI demon lists self as minion', input(8, { evidence: [...pin(s8), si(1,'Demon',{minions:['p1','p2']})] }), 'contradiction');
await verdict('SI poisoned recluse still registers at setup', input(8, { evidence: [...pin(['imp','poisoner','chef','empath','monk','soldier','mayor','recluse']), si(1,'Demon',{minions:['p2','p8']})], reports:[], actions:[{kind:'poison',player:'p2',target:'p8'}] }), 'candidates');
await verdict('SI bluffs drunk while drunk in play', input(8, { evidence: [...pin(['imp','spy','chef','empath','monk','soldier','mayor','drunk']), si(1,'Demon',{bluffs:['drunk','virgin','slayer']})] }), 'contradiction');
await verdict('SI bluffs drunk not in play', input(8, { evidence: [...pin(['imp','spy','chef','empath','monk','soldier','mayor','saint']), si(1,'Demon',{bluffs:['drunk','virgin','slayer']})] }), 'candidates');
await verdict('SI bluffs 2', input(8, { evidence: [...pin(s8), si(1,'Demon',{bluffs:['virgin','slayer']})] }), 'invalid');
await verdict('SI bluffs dup', input(8, { evidence: [...pin(s8), si(1,'Demon',{bluffs:['virgin','virgin','slayer']})] }), 'invalid');
await verdict('SI two records one player', input(8, { evidence: [...pin(s8), si(1,'Demon',{}), si(1,'Demon',{})] }), 'invalid');
await verdict('SI minion demons includes self', input(8, { evidence: [...pin(s8), si(2,'Minion',{demons:['p1','p2']})] }), 'contradiction');
// Butler
const b8 = ['imp','spy','chef','empath','monk','soldier','mayor','butler'];
const spyr = (g: any, extra: any = {}) => rep(2, 'spy', { grimoire: g }, extra);
await verdict('butler master via grimoire', input(8, { evidence: pin(b8), reports:[spyr({p8:{master:'p3'}})] }), 'candidates');
await verdict('butler master self', input(8, { evidence: pin(b8), reports:[spyr({p8:{master:'p8'}})] }), 'contradiction');
await verdict('butler master null', input(8, { evidence: pin(b8), reports:[spyr({p8:{master:null}})] }), 'contradiction');
await verdict('non-butler master p1', input(8, { evidence: pin(b8), reports:[spyr({p3:{master:'p1'}})] }), 'contradiction');
await verdict('non-butler master null', input(8, { evidence: pin(b8), reports:[spyr({p3:{master:null}})] }), 'candidates');
await verdict('butler action conflicts grimoire', input(8, { evidence: pin(b8), reports:[spyr({p8:{master:'p3'}})], actions:[{kind:'butler',player:'p8',target:'p4'}] }), 'contradiction');
await verdict('butler action by non-butler', input(8, { evidence: pin(b8), actions:[{kind:'butler',player:'p3',target:'p4'}] }), 'contradiction');
await verdict('two butler actions diff players', input(8, { evidence: pin(b8), actions:[{kind:'butler',player:'p8',target:'p4'},{kind:'butler',player:'p3',target:'p4'}] }), 'contradiction');
await verdict('two poison actions diff players', input(10, { evidence: pin(ten), actions:[{kind:'poison',player:'p4',target:'p1'},{kind:'poison',player:'p2',target:'p1'}] }), 'contradiction');
await verdict('poison self', input(10, { evidence: pin(ten), actions:[{kind:'poison',player:'p4',target:'p4'}], reports:[spyr({p4:{poisoned:true},p1:{poisoned:false}})] }), 'candidates');
await verdict('grimoire protected true N1', input(8, { evidence: pin(b8), reports:[spyr({p3:{protected:true}})] }), 'contradiction');
await verdict('grimoire alive false', input(8, { evidence: pin(b8), reports:[spyr({p3:{alive:false}})] }), 'contradiction');
await verdict('grimoire usedSlayer true', input(8, { evidence: pin(b8), reports:[spyr({p3:{usedSlayer:true}})] }), 'contradiction');
await verdict('grimoire spy self alignment good', input(8, { evidence: pin(b8), reports:[spyr({p2:{alignment:'good'}})] }), 'contradiction');
await verdict('grimoire drunk shown', input(8, { evidence: pin(['imp','spy','chef','empath','monk','soldier','mayor','drunk']), reports:[spyr({p8:{shown:'virgin', role:'drunk'}})] }), 'candidates');
await verdict('grimoire drunk shown in play', input(8, { evidence: pin(['imp','spy','chef','empath','monk','soldier','mayor','drunk']), reports:[spyr({p8:{shown:'chef'}})] }), 'contradiction');
await verdict('grimoire rh with drunk-FT (Q8)', input(8, { evidence: [...pin(['imp','spy','chef','empath','monk','soldier','mayor','drunk']), {kind:'shown',player:'p8',role:'fortune_teller',mode:'hard'}], reports:[spyr({p3:{redHerring:true}})] }), 'contradiction');
// poisoned spy grimoire may be false
await verdict('poisoned spy false grimoire uncertain', input(10, { evidence: pin(ten), reports:[rep(2,'spy',{grimoire:{p1:{role:'imp'}}},{reliability:'uncertain'})], actions:[{kind:'poison',player:'p4',target:'p2'}] }), 'candidates');
await verdict('poisoned spy false grimoire healthy', input(10, { evidence: pin(ten), reports:[rep(2,'spy',{grimoire:{p1:{role:'imp'}}})], actions:[{kind:'poison',player:'p4',target:'p2'}] }), 'contradiction');
// testimony
await verdict('testimony evil lies', input(8, { evidence: [...pin(b8), {kind:'testimony',player:'p1',role:'chef',mode:'hard'}] }), 'candidates');
await verdict('testimony good lies', input(8, { evidence: [...pin(b8), {kind:'testimony',player:'p3',role:'monk',mode:'hard'}] }), 'contradiction');
await verdict('testimony drunk shown', input(8, { evidence: [...pin(['imp','spy','chef','empath','monk','soldier','mayor','drunk']), {kind:'testimony',player:'p8',role:'virgin',mode:'hard'}] }), 'candidates');
await verdict('testimony drunk says drunk', input(8, { evidence: [...pin(['imp','spy','chef','empath','monk','soldier','mayor','drunk']), {kind:'testimony',player:'p8',role:'drunk',mode:'hard'}] }), 'contradiction');
// authenticity good vs authentic, evil author
await verdict('authentic chef by imp', input(8, { evidence: pin(b8), reports:[rep(1,'chef',{value:0},{reliability:'uncertain'})] }), 'contradiction');
await verdict('good chef by imp', input(8, { evidence: pin(b8), reports:[rep(1,'chef',{value:5},{authenticity:'good',reliability:'uncertain'})] }), 'candidates');
await verdict('good chef by imp night null', input(8, { evidence: pin(b8), reports:[rep(1,'chef',{value:5},{authenticity:'good',reliability:'uncertain', night:null})] }), 'candidates');
await verdict('good chef by good liar', input(8, { evidence: pin(b8), reports:[rep(3,'chef',{value:5},{authenticity:'good',reliability:'uncertain'})] }), 'contradiction');
await verdict('authentic spy by spy', input(8, { evidence: pin(b8), reports:[spyr({p1:{role:'imp'}},{authenticity:'authentic'})] }), 'candidates');
await verdict('good empath by spy night null', input(8, { evidence: pin(b8), reports:[rep(2,'empath',{value:2},{authenticity:'good',reliability:'uncertain',night:null})] }), 'candidates');
await verdict('night null chef truthful', input(7, { evidence: pin(['poisoner','chef','empath','monk','soldier','mayor','imp']), reports:[rep(2,'chef',{value:0},{night:null})] }), 'contradiction');
// Recluse for Investigator, Spy for Investigator
await verdict('Investigator Spy as Poisoner', input(10, { evidence: pin(['investigator','spy','imp','scarlet_woman','monk','empath','soldier','mayor','virgin','slayer']), reports:[rep(1,'investigator',{targets:['p2','p5'],targetRole:'poisoner'})] }), 'contradiction');
// Empath with recluse + spy
await verdict('Empath spy+recluse=0', input(8, { evidence: pin(['spy','empath','recluse','imp','monk','soldier','mayor','chef']), reports:[rep(2,'empath',{value:0})] }), 'candidates');
await verdict('Empath spy+recluse=2', input(8, { evidence: pin(['spy','empath','recluse','imp','monk','soldier','mayor','chef']), reports:[rep(2,'empath',{value:2})] }), 'candidates');
// Poisoned empath drunk
await verdict('poison on N1 not on a different night', input(7, { evidence: pin(['poisoner','chef','empath','monk','soldier','mayor','imp']), reports:[rep(2,'chef',{value:0},{reliability:'uncertain'})], actions:[{kind:'poison',player:'p1',target:'p3'}] }), 'contradiction');
// imp action N1 / death N1
await verdict('N1 death', { ...input(7, { evidence: pin(['poisoner','chef','empath','monk','soldier','mayor','imp']) }), phases:[{phase:'night',number:1,deaths:['p2']}] }, 'contradiction');
await verdict('N1 imp action', input(7, { actions:[{kind:'imp',player:'p7',target:'p2'}] }), 'invalid');
await verdict('N1 monk action', input(7, { actions:[{kind:'monk',player:'p7',target:'p2'}] }), 'invalid');
