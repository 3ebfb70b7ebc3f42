/**
 * The document maker's process (decision 053): draws the hub's PDFs, one at a time, for the shop
 * that started it (`document-maker.ts`). Its own program in the build (`dist/document-maker.js`),
 * run from source under tsx in tests and `npm run dev`. HarfBuzz and the fonts are loaded here, on
 * the first document, and go with the process when it ends.
 */
import { answerJobs } from '../../../helper-process';
import { drawDocument, type DocumentJob } from './document-job';

answerJobs(async (job: DocumentJob) => ({ pdf: await drawDocument(job) }));
