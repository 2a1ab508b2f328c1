import type { ConsoleMessages } from "../ko";

/** The sign-in and registration screens' English messages. */
export const enAuth: ConsoleMessages["auth"] = {
  fields: {
    email: "Email",
    emailOrLoginId: "Email or login ID",
    password: "Password",
    newPassword: "New password",
    name: "Name",
    code: "Verification code",
  },
  providers: { kakao: "Kakao", naver: "Naver", google: "Google", facebook: "Facebook" },
  login: {
    title: "Login",
    submit: "Sign in",
    social: "Or continue with",
    withProvider: "Continue with {{provider}}",
    notConfigured: "(not set up on this server)",
    register: "Create an account",
    forgotPassword: "Forgot your password?",
  },
  cli: {
    title: "Sign in to the Orbis CLI",
    lead: "Your terminal asked to sign in with your Orbis account. This browser stays signed in as it is.",
    cancel: "Cancel and tell the terminal",
    signedIn: "The Orbis CLI is signed in. You can return to your terminal.",
    cancelled: "The sign-in was cancelled. You can return to your terminal.",
    refused: {
      redirect:
        "This sign-in link does not lead back to the Orbis CLI on this computer, so nothing was handed over. Run orbis login --web again.",
      state: "This sign-in link is incomplete. Run orbis login --web again.",
    },
  },
  code: {
    resend: "Resend code",
    resent: "A new code was sent to {{email}}. The code before it no longer works.",
    waitHint: "You can ask for a new code in {{seconds}} s.",
    tooOften: "Codes were asked for too often. You can ask again in {{seconds}} s.",
    exhausted: "This request can have no more new codes. Start again with your email address.",
    restart: "Start again",
  },
  register: {
    title: "Create your Orbis account",
    emailLead: "Enter your email address. We will mail you a code to check it is yours.",
    sendCode: "Send code",
    codeLead: "We sent a 6-digit code to {{email}}. It works for 10 minutes.",
    verify: "Verify",
    detailsLead: "Almost done: your name, a password and the terms.",
    passwordHint: "At least 8 characters, with a letter and a digit.",
    terms: "Terms",
    agreeAll: "Agree to all",
    required: "(required)",
    optional: "(optional)",
    view: "View",
    submit: "Create account",
    mandatoryTerms: "Please agree to the mandatory terms.",
    back: "Back",
  },
  completed: {
    title: "Welcome to Orbis!",
    text: "Your account is ready. Create your first project and upload a panorama to start a tour.",
    start: "Go to my projects",
  },
  reset: {
    title: "Reset your password",
    lead: "Enter the email address of your account. We will mail you a code.",
    sendCode: "Send code",
    codeLead:
      "If {{email}} has a password here, a 6-digit code is on its way. It works for 10 minutes.",
    verify: "Verify",
    passwordLead:
      "Choose a new password. Other devices signed in to your account will be signed out.",
    submit: "Change password",
    done: "Your password has been changed. Sign in with the new one.",
    signIn: "Sign in",
  },
  setPassword: {
    title: "Set your own password",
    text: "You signed in with a one-time password from your teacher. Choose a password of your own to continue; the one-time password stops working.",
    current: "One-time password",
    submit: "Set password and continue",
    done: "Your password is set.",
  },
  password: {
    tooShort: "Password must be at least 8 characters.",
    tooLong: "Password must be at most 128 characters.",
    noLetter: "Password must contain at least one letter.",
    noDigit: "Password must contain at least one digit.",
    blankEdge: "Password must not start or end with a space.",
  },
  social: {
    working: "Signing you in…",
    denied: "The sign-in with {{provider}} was cancelled or refused.",
    forged: "This sign-in was not started from this browser, so it was not used.",
    unknown: "This sign-in provider is not supported.",
    backToLogin: "Back to login",
  },
  redirect: {
    working: "Signing you in…",
    failed: "This sign-in link is invalid or has expired.",
  },
};
