import { defaultTheme, type RaThemeOptions } from "react-admin";

/*
 * The console's palette (spec §9: a green primary with greys and status colours), the same
 * values as theme.css: MUI computes hover and contrast shades from them, so they are colours
 * here rather than CSS variables.
 */
// The primary is theme.css's strong green: text buttons sit on the grey page and must keep 4.5:1.
const GREEN = { light: "#178548", main: "#0f6b39", dark: "#063d20" };
const GREY = {
  50: "#f7f8f8",
  100: "#eef0f0",
  200: "#dde1e1",
  400: "#a3abab",
  600: "#5f6868",
  800: "#2c3333",
  900: "#161b1b",
};

/** react-admin's default theme in the console's colours and type. */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: "light",
    primary: { ...GREEN, contrastText: "#ffffff" },
    secondary: { light: GREY[600], main: GREY[800], dark: GREY[900], contrastText: "#ffffff" },
    success: { main: "#17803a" },
    warning: { main: "#b26a00" },
    error: { main: "#c5221f" },
    info: { main: "#1a6fc4" },
    grey: GREY,
    text: { primary: GREY[900], secondary: GREY[600] },
    background: { default: GREY[50], paper: "#ffffff" },
    divider: GREY[200],
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans KR", "Noto Sans JP", sans-serif',
  },
};
