import { solveTemporal, solve, replay, input, pin, rep } from './_attack_lib.ts';
const r = await solveTemporal({ schema: 'botc-temporal-v1', players: [{id:'a'},{id:'a'},{id:'b'},{id:'c'}], evidence: [{kind:'role',player:'zz',role:'nope',mode:'x'}, {kind:'zzz'}], reports: [{player:'q',role:'chef',night:7,authenticity:'authentic',mode:'hard',value:99}], phases: [{phase:'day',number:1,events:[],ended:false}], limits:{maxMs:0}, extra: 1 });
for (const e of r.errors) console.log(e.code, e.path, '|', e.message);
