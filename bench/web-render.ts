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
  count = 60,
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
