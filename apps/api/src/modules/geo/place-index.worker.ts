// warmPlaceIndex's child process: builds the place table, sends it, and leaves (its memory goes with it).
import { packPlaceTable } from './place-index.js';

process.send?.(packPlaceTable());
process.once('disconnect', () => process.exit(0));
