/**
 * A pass-through in front of the API simulator that notes every request the app makes, so the
 * bench learns what the app did from the outside (whatever runs the sync: page, worker or main):
 * which collections it read, at which `limit`, how many requests were in flight at once, and
 * when the first one arrived. It adds one loopback hop (well under a millisecond) to each request.
 */
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiPrefix } from '../../src-shared/api/collections';

export interface TapRequest {
  /** The path under /api/v2.0/ without its trailing slash: a collection, or a collection and an id. */
  path: string;
  limit: number | null;
  /** Epoch milliseconds (performance.timeOrigin + performance.now()) when it arrived and when its answer ended. */
  startedAt: number;
  endedAt: number;
  status: number;
}

export interface ApiTap {
  url: string;
  /** The requests answered since the last reset (or since the start). */
  requests(): readonly TapRequest[];
  /** The most requests in flight at once since the last reset. */
  maxInFlight(): number;
  reset(): void;
  close(): Promise<void>;
}

export const epochNow = (): number => performance.timeOrigin + performance.now();

export async function startApiTap(upstream: string): Promise<ApiTap> {
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true });
  let log: TapRequest[] = [];
  let inFlight = 0;
  let most = 0;

  const forward = (req: IncomingMessage, res: ServerResponse): void => {
    const startedAt = epochNow();
    const url = new URL(req.url ?? '/', upstream);
    inFlight++;
    most = Math.max(most, inFlight);
    let counted = false;
    const done = (status: number): void => {
      if (counted) return;
      counted = true;
      inFlight--;
      if (url.pathname.startsWith(apiPrefix)) {
        const limit = url.searchParams.get('limit');
        log.push({
          path: url.pathname.slice(apiPrefix.length).replace(/\/$/, ''),
          limit: limit === null ? null : Number(limit),
          startedAt,
          endedAt: epochNow(),
          status,
        });
      }
    };
    const upstreamRequest = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('end', () => done(answer.statusCode ?? 502));
        answer.on('error', () => {
          done(502);
          res.destroy();
        });
      },
    );
    upstreamRequest.on('error', () => {
      done(502);
      res.destroy();
    });
    res.on('close', () => done(res.statusCode));
    req.pipe(upstreamRequest);
  };

  const server = createServer(forward);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => log,
    maxInFlight: () => most,
    reset: () => {
      log = [];
      most = inFlight;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}

/** Requests per path and the limits used: what the app read, for the report. */
export function summarize(requests: readonly TapRequest[]): { perPath: Record<string, number>; limits: number[]; failed: number } {
  const perPath: Record<string, number> = {};
  for (const r of requests) perPath[r.path] = (perPath[r.path] ?? 0) + 1;
  const limits = [...new Set(requests.map((r) => r.limit).filter((limit): limit is number => limit !== null))].sort((a, b) => a - b);
  return { perPath, limits, failed: requests.filter((r) => r.status >= 400).length };
}
