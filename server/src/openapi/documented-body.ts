import { SetMetadata, type Type } from '@nestjs/common';

export const DOCUMENTED_BODY = 'openapi:documented-body';

/**
 * Names the DTO of a body that the route validates itself (e.g. a multipart form checked
 * together with its file in the service), so the API document can still describe it.
 */
export const DocumentedBody = (dto: Type) => SetMetadata(DOCUMENTED_BODY, dto);
