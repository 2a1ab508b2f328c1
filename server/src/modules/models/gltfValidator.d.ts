/*
 * Types of Khronos' glTF validator (npm `gltf-validator`, compiled from Dart), which ships none:
 * only the calls and report fields Orbis reads.
 */
declare module "gltf-validator" {
  /** Options of a validation run. */
  export interface ValidationOptions {
    readonly uri?: string;
    readonly format?: "glb" | "gltf";
    readonly externalResourceFunction?: (uri: string) => Promise<Uint8Array>;
    readonly writeTimestamp?: boolean;
    readonly maxIssues?: number;
    readonly ignoredIssues?: readonly string[];
    readonly severityOverrides?: Readonly<Record<string, number>>;
  }

  /** One finding; severity 0 error, 1 warning, 2 info, 3 hint. */
  export interface ValidationMessage {
    readonly code: string;
    readonly message: string;
    readonly severity: number;
    readonly pointer?: string;
    readonly offset?: number;
  }

  /** The report of a run. */
  export interface ValidationReport {
    readonly validatorVersion: string;
    readonly mimeType?: string;
    readonly issues: {
      readonly numErrors: number;
      readonly numWarnings: number;
      readonly numInfos: number;
      readonly numHints: number;
      readonly messages: readonly ValidationMessage[];
      readonly truncated: boolean;
    };
    /** What the asset holds, when it could be read. */
    readonly info?: {
      readonly materialCount: number;
      readonly totalTriangleCount: number;
      readonly totalVertexCount: number;
    };
  }

  export function validateBytes(
    data: Uint8Array,
    options?: ValidationOptions,
  ): Promise<ValidationReport>;
  export function validateString(
    json: string,
    options?: ValidationOptions,
  ): Promise<ValidationReport>;
  export function version(): string;
}
