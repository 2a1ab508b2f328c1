import { connect, createServer, type Server, type Socket } from "node:net";

/** A TCP proxy in front of the real server that cuts chosen requests mid-flight. */
export interface FlakyProxy {
  readonly origin: string;
  /** How many requests it cut so far. */
  readonly cut: () => number;
  readonly close: () => Promise<void>;
}

/**
 * Forwards every connection to `target`, but drops the connection of the first `drops`
 * requests whose bytes contain `marker` (e.g. `POST /api/v1/tours/`), after letting part of the
 * body through: to the client it is a network failure in the middle of an upload. Not an HTTP
 * mock — the real server answers everything else.
 */
export const startFlakyProxy = async (
  target: string,
  marker: string,
  drops: number,
): Promise<FlakyProxy> => {
  const { hostname, port } = new URL(target);
  let left = drops;
  let cut = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    let dropping = false;
    client.on("data", (chunk: Buffer) => {
      if (!dropping && left > 0 && chunk.includes(marker)) {
        left--;
        cut++;
        dropping = true;
        upstream.write(chunk.subarray(0, Math.min(chunk.length, 256)));
        setTimeout(() => {
          client.destroy();
          upstream.destroy();
        }, 20);
        return;
      }
      if (!dropping) upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("close", end).on("error", end);
    upstream.on("close", end).on("error", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${address.port}`,
    cut: () => cut,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
};
