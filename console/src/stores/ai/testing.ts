import type { AiImage } from "@orbis/core/contract";
import { apiOn, type Session } from "@orbis/testkit/vitest/sharedServer";

/*
 * The AI image tests' fixtures on the shared server: images asked for through the API, as the
 * console asks, and waited for until the generator has painted them.
 */

/** How long the test server's generator may take to paint a few images on a loaded machine. */
const PAINTED_WITHIN_MS = 90_000;

/**
 * Asks for `count` images of `prompt` as `session` (an education-plan account) and answers them
 * once all are complete; fails naming them if they are not painted in time.
 */
export const completeAiImages = async (
  session: Session,
  prompt: string,
  count = 1,
  style = "daylight",
): Promise<AiImage[]> => {
  const api = apiOn(session);
  const { list } = await api.createAiImage({ body: { prompt, style, count } });
  const ids = list.map((image) => image.id);
  const deadline = Date.now() + PAINTED_WITHIN_MS;
  for (;;) {
    const done = (await api.listAiImagesByIds({ query: { ids } })).list;
    if (done.length === ids.length) return done;
    if (Date.now() > deadline)
      throw new Error(`AI images ${ids.join(", ")} were not complete in ${PAINTED_WITHIN_MS} ms`);
    // The generator's progress is only seen by asking again; a short pause spares the server.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};
