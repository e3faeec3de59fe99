// A game's own scripts (its board and its end screen) live in its folder and are served at
// /games/<id>/board.js and /games/<id>/results.js; /api/games gives their URLs.  The loaders
// (boards/index.js, results/index.js) import them here: one dynamic import per game, in parallel.

/** The modules of ``games`` under the URL key ``key``, as [id, module] pairs; a game without the
 * script is left out, as is one whose script fails to load (logged: the game falls back to the
 * generic drawing).  Each URL is imported once per page (the browser keeps the module). */
export async function importAll(games, key, what) {
  const found = await Promise.all(
    (games || []).filter((g) => g && g[key]).map(async (g) => {
      try {
        return [g.id, await import(g[key])];
      } catch (e) {
        console.error(`the ${what} of ${g.id} did not load (${g[key]}): the generic one is used`, e);
        return null;
      }
    }),
  );
  return found.filter(Boolean);
}
