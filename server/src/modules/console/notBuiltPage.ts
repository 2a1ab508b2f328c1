/** What `/` answers while `console/dist` is missing: the operator learns how to fix it. */
export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Orbis: console not built</title></head>
<body>
<h1>The Orbis console is not built yet</h1>
<p>The server is running, but it has no console to serve. In the Orbis folder, run
<code>npm run build</code> (or <code>npm start</code>, which builds first), then reload this page.</p>
<p>The API is up: <a href="/api/docs">/api/docs</a>.</p>
</body>
</html>
`;
