// The body serializer of the multipart operations (contact-support, contact-us,
// submit-pin-batch-orders, save-document): files as file parts, objects and lists of objects as
// JSON parts (Content-Type application/json, as the contract's `encoding` says), text as fields.
type PartValue = string | number | boolean | Blob | object | null | undefined;

/** Use as `bodySerializer: toFormData` on a multipart call; absent and null fields are left out. */
export function toFormData(body: Record<string, PartValue> | object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, PartValue>)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) {
      appendFile(form, name, value);
    } else if (
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((item) => item instanceof Blob)
    ) {
      for (const file of value as Blob[]) appendFile(form, name, file);
    } else if (typeof value === 'object') {
      form.append(
        name,
        new Blob([JSON.stringify(value)], { type: 'application/json' }),
        `${name}.json`,
      );
    } else {
      form.append(name, String(value));
    }
  }
  return form;
}

function appendFile(form: FormData, name: string, file: Blob): void {
  form.append(name, file, file instanceof File ? file.name : name);
}
