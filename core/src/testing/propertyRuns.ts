import fc from "fast-check";

/*
 * How hard the property tests look. `PROPERTY_RUNS_FACTOR=10 npm run test:properties` runs every
 * property with ten times its usual number of cases, to find a generator's corner that the usual
 * run is too short to meet (docs/conventions.md#property-tests). A failure prints fast-check's
 * seed and path either way, so the case can be replayed.
 */

/** The factor from `PROPERTY_RUNS_FACTOR` (1 when unset); a bad value stops the run. */
export const propertyRunsFactor = (value = process.env.PROPERTY_RUNS_FACTOR): number => {
  if (value === undefined || value === "") return 1;
  const factor = Number(value);
  if (!Number.isInteger(factor) || factor < 1)
    throw new Error(`PROPERTY_RUNS_FACTOR must be a whole number of 1 or more, not "${value}"`);
  return factor;
};

/** A property's usual number of cases, times the factor: `{ numRuns: runs(200) }`. */
export const runs = (usual: number): number => usual * propertyRunsFactor();

// Setup file: properties without their own numRuns use fast-check's 100, times the factor.
fc.configureGlobal({ numRuns: runs(100) });
