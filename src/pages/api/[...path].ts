export const prerender = false;
export const ALL = () => new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
