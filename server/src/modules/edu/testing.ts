/* Education steps for other modules' tests: a licensed class, a student's space, licences. */

export { boughtLicences } from "./adminApi/testing/adminTestKit";
export { classWithStudents, publishedSpace } from "./review/testing/testKit";
