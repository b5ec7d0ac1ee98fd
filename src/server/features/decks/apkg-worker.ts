// Runs readApkg (apkg.ts) for apkg-in-worker.ts on a worker thread: the deck's bytes come in as
// workerData, its rows (or the reason) go back as the one message.
import { parentPort, workerData } from 'node:worker_threads';
import { readApkg } from './apkg.js';

parentPort?.postMessage(readApkg(workerData as Uint8Array));
