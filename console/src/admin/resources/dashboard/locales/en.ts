import type { DashboardMessages } from "./ko";

/** English texts of the dashboard (`resources.dashboard.*`). */
export const enDashboard: DashboardMessages = {
  name: "Dashboard",
  active: {
    title: "Students active per week",
    desc: "For each of the last 8 weeks, the students whose last sign-in fell in that week",
    week: "Week starting",
    students: "Students",
  },
  submissions: { title: "Submissions by status", count: "Submissions" },
  expiring: {
    title: "Licences expiring in 30 days",
    count: "%{smart_count} licence |||| %{smart_count} licences",
    list: "Licences expiring soon",
    until: "Until %{at}",
    all: "See all licences",
  },
  ai: {
    title: "AI image usage",
    used: "%{smart_count} image this month |||| %{smart_count} images this month",
    left: "%{left} of %{limit} monthly credits left",
    unlimited: "No monthly limit",
    renews: "Credits renew on %{at}",
    sketch:
      "No AI model is configured: the images are procedural sketches, not pictures made by an AI model.",
  },
};
