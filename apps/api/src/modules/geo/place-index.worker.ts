// warmPlaceIndex's worker thread: builds the place table and hands it over.
import { parentPort } from 'node:worker_threads';
import { packPlaceTable } from './place-index.js';

const { packed, transfer } = packPlaceTable();
parentPort?.postMessage(packed, transfer);
