/** A multipart body for `inject`, serialised by the platform's own FormData encoder. */
export const multipartPayload = async (
  form: FormData,
): Promise<{ payload: Buffer; headers: { "content-type": string } }> => {
  const request = new Request("http://orbis.test/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
};

/** A form with one file field. */
export const fileForm = (
  field: string,
  bytes: Uint8Array,
  name: string,
  type: string,
): FormData => {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), name);
  return form;
};
