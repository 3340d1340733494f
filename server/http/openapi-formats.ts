// The OpenAPI formats ajv-formats does not know; they describe and do not constrain (files are
// read by the multipart reader, numbers are checked by type and range). An ajv plugin.

const annotationFormats = ['binary', 'byte', 'password', 'int32', 'int64', 'float', 'double', 'decimal'];

interface FormatRegistry {
  addFormat(name: string, format: true): unknown;
}

export function openApiFormats<T extends FormatRegistry>(ajv: T): T {
  for (const format of annotationFormats) ajv.addFormat(format, true);
  return ajv;
}
