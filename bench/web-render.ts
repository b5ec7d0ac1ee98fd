// The server's cost of rendering a page (docs/decisions/023-server-rendering.md): the page asked
// `count` times as the signed-in player, each answer's Server-Timing `render` read (the
// synchronous render alone, without the API answers it is rendered from).

export interface RenderCost {
  /** Milliseconds per render, as the server measured them. */
  samples: number[];
  /** Pages that came back without a server render (the static page). */
  unrendered: number;
}

export async function measureServerRender(
  origin: string,
  page: string,
  cookie: string,
  count = 30,
): Promise<RenderCost> {
  const samples: number[] = [];
  let unrendered = 0;
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${origin}${page}`, { headers: { cookie, 'accept-encoding': 'br' } });
    await res.arrayBuffer();
    const timing = /render;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
    if (timing?.[1]) samples.push(Number(timing[1]));
    else unrendered += 1;
  }
  return { samples, unrendered };
}

async function post(origin: string, path: string, cookie: string, body?: unknown): Promise<void> {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!res.ok && res.status !== 409)
    throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
}

/**
 * Gives the player progress on today's Mini, for a render of the page as it is mid-play: the play
 * started, and a wrong letter in each of the first 6 open squares.
 */
export async function giveMiniProgress(origin: string, cookie: string): Promise<void> {
  await post(origin, '/api/play/mini/today/start', cookie, { mode: 'daily' });
  const res = await fetch(`${origin}/api/play/mini/today?mode=daily`, { headers: { cookie } });
  const state = (await res.json()) as { day: string; puzzle: { blocks: boolean[][] } };
  const open = state.puzzle.blocks.flatMap((row, r) =>
    row.flatMap((block, c) => (block ? [] : [{ row: r, col: c, letter: 'Q' }])),
  );
  await post(origin, `/api/play/mini/${state.day}/moves`, cookie, {
    mode: 'daily',
    move: { type: 'fill', cells: open.slice(0, 6) },
  });
}

/**
 * Today's question answered (skipped) before the pages are measured, as issue 31 measured them:
 * the game pages open on the game, not on the question.
 */
export async function answerTodaysQuestion(origin: string, cookie: string): Promise<void> {
  await post(origin, '/api/daily-question/today/skip', cookie);
}
