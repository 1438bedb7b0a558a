// warmPlaceIndex's child process: builds the place table, sends it, and leaves (its memory goes with it).
import { packPlaceTable } from './place-index.js';
import { sendToParent } from './place-index-child.js';

sendToParent(process, packPlaceTable);
