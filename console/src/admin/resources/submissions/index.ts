import RateReviewIcon from "@mui/icons-material/RateReview";
import type { ResourceProps } from "react-admin";
import { SubmissionList } from "./SubmissionList";
import { SubmissionShow } from "./SubmissionShow";

/** The review queue: students' submitted lectures, previewed and approved or rejected. */
export const submissionsResource: ResourceProps = {
  name: "submissions",
  list: SubmissionList,
  show: SubmissionShow,
  icon: RateReviewIcon,
  recordRepresentation: "title",
};
