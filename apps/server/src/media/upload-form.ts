import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import '../http/api-document/route-config';
import { AppError } from '../http/errors';
import { receiveUpload } from './received-files';

/** Text fields are short: a version, a description of a few thousand characters at most. */
const TEXT_FIELD_BYTES = 4096;

/** What a form with files takes, and what it says when a request does not fit. */
export interface UploadForm {
  /** The one field files come in ('images', 'photo', 'report'). */
  fileField: string;
  fileBytes: number;
  files: number;
  /** Text fields at most. */
  fields: number;
  /** The text fields as the handler validates them: the API document shows them beside the file. */
  textFields?: z.ZodType;
  /** Said to a request that is not multipart/form-data. */
  notMultipart: string;
  /** Said when a file comes in another field. */
  wrongField: string;
  /** A file over `fileBytes`. */
  tooLarge: () => AppError;
  /** More files than `files`. */
  tooMany: () => AppError;
}

/**
 * Multipart parsing for one scope, within the form's limits: the rest of the API takes JSON alone.
 */
export async function acceptUploads(scope: FastifyInstance, form: UploadForm) {
  await scope.register(multipart, {
    limits: {
      fileSize: form.fileBytes,
      files: form.files,
      fields: form.fields,
      fieldSize: TEXT_FIELD_BYTES,
      parts: form.files + form.fields,
    },
  });
}

/** The most a request with the form's files may weigh: the files and a little for the rest. */
export const uploadBodyLimit = (form: UploadForm) => form.files * form.fileBytes + 64 * 1024;

/**
 * The options of a route that takes the form: its body limit, and the form itself for the API
 * document (multipart/form-data with its fields and files; see api-document/route-transform.ts).
 */
export const uploadRoute = (form: UploadForm) => ({
  bodyLimit: uploadBodyLimit(form),
  config: { uploadForm: form },
});

/**
 * The text fields of a form, and its files written to the private folder's `incoming/` as they
 * arrive (`uploads`, filled in as it goes: the caller removes them with `forgetUploads` whatever
 * happens). A refused form leaves nothing behind once the caller has done so.
 */
export async function readUploadForm(
  request: FastifyRequest,
  uploadRoot: string,
  form: UploadForm,
  uploads: string[],
): Promise<Record<string, string>> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', form.notMultipart);
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== form.fileField) {
          // Read to its end (and dropped) so the answer goes out on a whole request.
          for await (const chunk of part.file) void chunk;
          throw new AppError('VALIDATION_FAILED', form.wrongField);
        }
        uploads.push(await receiveUpload(uploadRoot, part.file));
        if (part.file.truncated) throw form.tooLarge();
      } else {
        if (typeof part.value !== 'string' || Object.hasOwn(fields, part.fieldname))
          throw new AppError('VALIDATION_FAILED', `The field ${part.fieldname} is not valid.`);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw form.tooLarge();
    if (code === 'FST_FILES_LIMIT') throw form.tooMany();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('PAYLOAD_TOO_LARGE', 'This form has too many fields.');
    if (typeof code === 'string' && code.startsWith('FST_'))
      throw new AppError('BAD_REQUEST', 'The form could not be read.');
    throw error;
  }
  return fields;
}

/**
 * The form read as `readUploadForm` reads it, its text fields checked against the form's own
 * schema: the first thing wrong answers 400 VALIDATION_FAILED in the schema's words.
 */
export async function readCheckedForm<TextFields extends z.ZodType>(
  request: FastifyRequest,
  uploadRoot: string,
  form: UploadForm & { textFields: TextFields },
  uploads: string[],
): Promise<z.output<TextFields>> {
  const fields = await readUploadForm(request, uploadRoot, form, uploads);
  const parsed = form.textFields.safeParse(fields);
  if (!parsed.success)
    throw new AppError(
      'VALIDATION_FAILED',
      parsed.error.issues[0]?.message ?? 'The form is not valid.',
    );
  return parsed.data;
}
