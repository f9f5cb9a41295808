import v8 from 'node:v8';
import vm from 'node:vm';

// V8's own collector, reached without starting Node with --expose-gc: the flag set now applies to
// contexts made from now on, and a new context hands its `gc` over.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as (options: { type: 'minor' }) => void;

/** Collects V8's young generation now (a fraction of a millisecond when little in it survives). */
export const collectYoung = () => gc({ type: 'minor' });
