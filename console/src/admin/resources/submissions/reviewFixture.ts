import { publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, studentOf, type TestAccount } from "@orbis/testkit/vitest/sharedServer";

/*
 * Test code: a submission in an instructor's review queue, as the school journey tells it: a new
 * group of one licensed student (the kit's), who publishes a tour and submits it.
 */

/** A submission waiting in the instructor's review queue. */
export interface SubmittedLecture {
  readonly groupId: string;
  readonly groupName: string;
  readonly spaceId: string;
  readonly title: string;
  readonly studentAlias: string;
}

/** One student of a new group of `instructor`, licensed, who publishes `title` and submits it. */
export const submittedLecture = async (
  instructor: TestAccount,
  title: string,
): Promise<SubmittedLecture> => {
  const groupName = `${title} class`;
  const studentAlias = "김민지";
  const { group, account } = await studentOf(instructor, groupName, studentAlias);
  const student = apiOn(account);
  const tour = await publishedTourVia(student, title);
  await student.submitEduLecture({ params: { spaceId: tour.tourId } });
  return { groupId: group.groupId, groupName, spaceId: tour.tourId, title, studentAlias };
};
