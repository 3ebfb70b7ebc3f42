import type { z } from 'zod';
import type { UploadForm } from '../../media/upload-form';

/**
 * What a route tells the API document beyond its schema, in its `config`: the parts of a request
 * the server reads itself rather than through a validated schema.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** A multipart form the handler reads (readUploadForm): documented as multipart/form-data. */
    uploadForm?: UploadForm;
    /** Headers the handler reads itself (the webhook's signature): documented as parameters. */
    requestHeaders?: z.ZodObject;
  }
}
