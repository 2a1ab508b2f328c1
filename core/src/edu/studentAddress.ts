/**
 * The domain of students' reserved addresses. Accounts need a unique address, and students have
 * none of their own: theirs is made from their login id under the `.invalid` top-level domain,
 * which RFC 2606 reserves so that no mail can ever reach it.
 */
export const STUDENT_ADDRESS_DOMAIN = "students.orbis.invalid";

/** The reserved address of the student with login id `loginId` (already normalised). */
export const studentAddressOf = (loginId: string): string => `${loginId}@${STUDENT_ADDRESS_DOMAIN}`;

/** True for a student's reserved address: never mailed, never shown as a name. */
export const isStudentAddress = (email: string | null | undefined): boolean =>
  email?.toLowerCase().endsWith(`@${STUDENT_ADDRESS_DOMAIN}`) ?? false;
