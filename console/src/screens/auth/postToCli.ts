/**
 * Hands the sign-in's outcome to the CLI's loopback listener the way a browser can reach it from
 * any page: a top-level form POST (the listener answers with its own "return to the terminal"
 * page). A `fetch` would be refused by private-network rules and would leave the user here.
 * The caller has checked `action` with core's `cliCallbackUrl`.
 */
export const postToCli = (action: string, fields: Readonly<Record<string, string>>): void => {
  const form = document.createElement("form");
  form.method = "post";
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
};
