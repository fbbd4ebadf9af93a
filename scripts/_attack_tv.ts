import { input, pin, rep, verdict } from './_attack_lib.ts';
const T = ['washerwoman','librarian','investigator','chef','empath','fortune_teller','undertaker','monk','ravenkeeper','virgin','slayer','soldier','mayor'];
// TV01
await verdict('TV01 5p with saint', input(5, { evidence: pin(['imp','poisoner','chef','empath','saint']) }), 'contradiction');
await verdict('TV02a', input(7, { evidence: pin(['imp','baron','chef','empath','monk','saint','butler']) }), 'candidates');
await verdict('TV02b', input(7, { evidence: pin(['imp','baron','chef','empath','monk','undertaker','saint']) }), 'contradiction');
await verdict('TV05a', input(8, { evidence: [...pin(['imp','poisoner','drunk','chef','empath','fortune_teller','undertaker','slayer']), {kind:'shown',player:'p3',role:'monk',mode:'hard'}] }), 'candidates');
await verdict('TV05b', input(8, { evidence: [...pin(['imp','poisoner','drunk','chef','empath','fortune_teller','undertaker','saint']), {kind:'shown',player:'p3',role:'monk',mode:'hard'}] }), 'contradiction');
await verdict('TV06', input(8, { evidence: [...pin(['imp','poisoner','drunk','chef',null,null,null,null]), {kind:'shown',player:'p3',role:'chef',mode:'hard'}] }), 'contradiction');
await verdict('TV07', input(6, { evidence: [{kind:'setupInfo',player:'p1',team:'Demon',mode:'hard'}] }), 'invalid');
const b8 = ['imp','poisoner','chef','empath','monk','soldier','mayor','saint'];
await verdict('TV08a bluff chef in play', input(8, { evidence: [...pin(b8), {kind:'setupInfo',player:'p1',team:'Demon',bluffs:['chef','virgin','slayer'],mode:'hard'}] }), 'contradiction');
await verdict('TV08b bluff drunk shown', input(8, { evidence: [...pin(['imp','poisoner','chef','empath','monk','soldier','mayor','drunk']), {kind:'shown',player:'p8',role:'virgin',mode:'hard'}, {kind:'setupInfo',player:'p1',team:'Demon',bluffs:['virgin','slayer','butler'],mode:'hard'}] }), 'candidates');
await verdict('TV08c bluff baron', input(8, { evidence: [...pin(b8), {kind:'setupInfo',player:'p1',team:'Demon',bluffs:['baron','virgin','slayer'],mode:'hard'}] }), 'invalid');
// TV09
const chef = async (label: string, roles: string[], seat: number, v: number, exp: string) => verdict(label + ` chef=${v}`, input(roles.length, { evidence: pin(roles), reports: [rep(seat, 'chef', { value: v })] }), exp);
for (const v of [0,1,2]) await chef('TV09', ['poisoner','chef','empath','monk','soldier','mayor','imp'], 2, v, v===1?'candidates':'contradiction');
for (const v of [1,2,3]) await chef('TV10', ['washerwoman','poisoner','imp','scarlet_woman','chef','empath','monk','soldier','mayor','virgin'], 5, v, v===2?'candidates':'contradiction');
for (const v of [0,1,2,3]) await chef('TV11', ['chef','imp','recluse','poisoner','empath','monk','soldier','mayor'], 1, v, v<=2?'candidates':'contradiction');
for (const v of [0,1,2]) await chef('TV12', ['imp','spy','chef','empath','monk','soldier','mayor'], 3, v, v<=1?'candidates':'contradiction');
// wraparound recluse both sides: recluse at p1 between imp p8? Recluse p1, imp p2, poisoner p8 (8 players: 1 outsider)
for (const v of [0,1,2,3]) await chef('wrap recluse', ['recluse','imp','chef','empath','monk','soldier','mayor','poisoner'], 3, v, v<=2?'candidates':'contradiction');
// TV13
const ww = (targets: string[], tr: string) => rep(1, 'washerwoman', { targets, targetRole: tr });
await verdict('TV13a', input(7, { evidence: pin(['washerwoman','imp','spy','chef','monk','soldier','mayor']), reports: [ww(['p3','p5'],'ravenkeeper')] }), 'candidates');
await verdict('TV13b', input(7, { evidence: pin(['washerwoman','imp','chef','poisoner','monk','soldier','mayor']), reports: [ww(['p3','p5'],'ravenkeeper')] }), 'contradiction');
// TV14/15
const inv = (targets: string[], tr: string) => rep(1, 'investigator', { targets, targetRole: tr });
await verdict('TV14', input(8, { evidence: pin(['investigator','recluse','imp','poisoner','monk','chef','soldier','mayor']), reports: [inv(['p2','p6'],'scarlet_woman')] }), 'candidates');
await verdict('TV15', input(8, { evidence: pin(['investigator','chef','imp','poisoner','monk','empath','soldier','saint']), reports: [inv(['p2','p6'],'poisoner')] }), 'contradiction');
await verdict('TV15 uncertain', input(8, { evidence: pin(['investigator','chef','imp','poisoner','monk','empath','soldier','saint']), reports: [inv(['p2','p6'],'poisoner')].map(r=>({...r, reliability:'uncertain'})) }), 'candidates');
// TV16
const lib0 = rep(1, 'librarian', { value: 0 });
await verdict('TV16a drunk only', input(8, { evidence: pin(['librarian','drunk','imp','poisoner','monk','chef','soldier','mayor']), reports: [lib0] }), 'contradiction');
await verdict('TV16b recluse only', input(8, { evidence: pin(['librarian','recluse','imp','poisoner','monk','chef','soldier','mayor']), reports: [lib0] }), 'candidates');
await verdict('TV16c none', input(7, { evidence: pin(['librarian','monk','imp','poisoner','mayor','chef','soldier']), reports: [lib0] }), 'candidates');
await verdict('TV16d none nonzero', input(7, { evidence: pin(['librarian','monk','imp','poisoner','mayor','chef','soldier']), reports: [rep(1,'librarian',{targets:['p2','p5'],targetRole:'butler'})] }), 'contradiction');
await verdict('TV16e saint', input(8, { evidence: pin(['librarian','saint','imp','poisoner','monk','chef','soldier','mayor']), reports: [lib0] }), 'contradiction');
await verdict('TV16f butler', input(8, { evidence: pin(['librarian','butler','imp','poisoner','monk','chef','soldier','mayor']), reports: [lib0] }), 'contradiction');
await verdict('TV16g baron recluse+drunk', input(7, { evidence: pin(['librarian','recluse','imp','baron','drunk','chef','soldier']), reports: [lib0] }), 'contradiction');
// TV17
await verdict('TV17', input(7, { evidence: pin(['librarian','monk','imp','spy','mayor','chef','soldier']), reports: [rep(1,'librarian',{targets:['p4','p7'],targetRole:'butler'})] }), 'candidates');
// TV18
await verdict('TV18', input(8, { evidence: [...pin(['librarian','imp','drunk','poisoner','mayor','chef','soldier','empath']), {kind:'shown',player:'p3',role:'monk',mode:'hard'}], reports: [rep(1,'librarian',{targets:['p3','p6'],targetRole:'drunk'})] }), 'candidates');
// TV19
await verdict('TV19', input(8, { evidence: pin(['librarian','recluse','imp','poisoner','monk','chef','soldier','mayor']), reports: [lib0], actions: [{kind:'poison',player:'p4',target:'p2'}] }), 'contradiction');
await verdict('TV19 poison elsewhere', input(8, { evidence: pin(['librarian','recluse','imp','poisoner','monk','chef','soldier','mayor']), reports: [lib0], actions: [{kind:'poison',player:'p4',target:'p5'}] }), 'candidates');
// TV23
const ft = (targets: string[], v: boolean, extra: any = {}) => rep(1, 'fortune_teller', { targets, value: v }, extra);
const ftb = ['fortune_teller','monk','chef','imp','poisoner','mayor','soldier'];
await verdict('TV23a self+rh yes, rh=p2 (via grimoire)', input(7, { evidence: pin([...ftb.slice(0,4),'spy',...ftb.slice(5)]), reports: [ft(['p1','p2'], true), rep(5,'spy',{grimoire:{p2:{redHerring:true}}})] }), 'candidates');
await verdict('TV23a self+rh no', input(7, { evidence: pin([...ftb.slice(0,4),'spy',...ftb.slice(5)]), reports: [ft(['p1','p2'], false), rep(5,'spy',{grimoire:{p2:{redHerring:true}}})] }), 'contradiction');
await verdict('TV23b two good non-herring yes', input(7, { evidence: pin([...ftb.slice(0,4),'spy',...ftb.slice(5)]), reports: [ft(['p2','p3'], true), rep(5,'spy',{grimoire:{p2:{redHerring:false},p3:{redHerring:false}}})] }), 'contradiction');
await verdict('TV23c FT imp no', input(7, { evidence: pin(ftb), reports: [ft(['p2','p4'], false)] }), 'contradiction');
// TV24
const ftr = ['fortune_teller','recluse','chef','imp','poisoner','mayor','soldier','monk'];
await verdict('TV24 recluse yes', input(8, { evidence: pin(ftr), reports: [ft(['p2','p3'], true)] }), 'candidates');
await verdict('TV24 recluse no', input(8, { evidence: pin(ftr), reports: [ft(['p2','p3'], false)] }), 'candidates');
await verdict('TV24 poisoned recluse yes (rh may be recluse)', input(8, { evidence: pin(ftr), reports: [ft(['p2','p3'], true)], actions:[{kind:'poison',player:'p5',target:'p2'}] }), 'candidates');
await verdict('TV24 poisoned recluse yes not rh', input(8, { evidence: pin(['fortune_teller','recluse','chef','imp','spy','mayor','soldier','monk']), reports: [ft(['p2','p3'], true), rep(5,'spy',{grimoire:{p2:{poisoned:true, redHerring:false},p3:{redHerring:false}}})] }), 'contradiction');
// TV25
const fts = ['fortune_teller','spy','chef','imp','monk','mayor','soldier'];
await verdict('TV25 spy yes open rh', input(7, { evidence: pin(fts), reports: [ft(['p2','p3'], true)] }), 'candidates');
await verdict('TV25 spy no open', input(7, { evidence: pin(fts), reports: [ft(['p2','p3'], false)] }), 'candidates');
// TV77
const t77 = ['chef','empath','monk','imp','poisoner','soldier','mayor'];
const r77 = [rep(1,'chef',{value:0},{reliability:'uncertain'}), rep(2,'empath',{value:2},{reliability:'uncertain'})];
await verdict('TV77a', input(7, { evidence: pin(t77), reports: r77 }), 'contradiction');
await verdict('TV77b drunk chef', input(8, { evidence: [...pin(['drunk','empath','monk','imp','poisoner','soldier','mayor','virgin'])], reports: [rep(1,'chef',{value:0},{reliability:'uncertain'}), rep(2,'empath',{value:2},{reliability:'uncertain'})] }), 'candidates');
// TV78
const t78 = ['washerwoman','spy','imp','monk','empath','soldier','mayor'];
await verdict('TV78a poisoned spy', input(7, { evidence: pin(t78), reports: [ww(['p2','p5'],'chef')], actions: [] }), 'candidates');
