import type { CheckboxOwnerState } from "@mui/material/Checkbox";
import type { Theme } from "@mui/material/styles";
import { defaultTheme, type RaThemeOptions } from "react-admin";

/*
 * The console's palette (docs/product/limits.md: a green primary with greys and status colours), the same
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
    // A shade darker than theme.css's amber: white chip text on it must keep 4.5:1.
    warning: { main: "#8f5600", contrastText: "#ffffff" },
    error: { main: "#c5221f" },
    info: { main: "#1a6fc4" },
    grey: GREY,
    text: { primary: GREY[900], secondary: GREY[600] },
    background: { default: GREY[50], paper: "#ffffff" },
    divider: GREY[200],
  },
  shape: { borderRadius: 8 },
  components: {
    ...defaultTheme.components,
    // A list's actions (Add filter, Import students, Export CSV) wrap onto a second line on a
    // phone instead of running past the screen's edge.
    // Phones only: a wider screen keeps them on one line beside the filters.
    RaTopToolbar: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          [theme.breakpoints.down("sm")]: { flexWrap: "wrap" },
        }),
      },
    },
    // react-admin names its row checkboxes with `aria-label` on MUI's Checkbox, which MUI 9 puts
    // on the decorative wrapper (axe: a prohibited attribute, and an input without a name): the
    // name goes to the input, where assistive technology reads it.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: () => ({ "aria-label": undefined }),
          input: (ownerState: CheckboxOwnerState) => ({ "aria-label": ownerState["aria-label"] }),
        },
      },
    },
  },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans KR", "Noto Sans JP", sans-serif',
  },
};
