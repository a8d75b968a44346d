export declare const OLD_SPACE_MIN_MB: number;
export declare const OLD_SPACE_MAX_MB: number;
export declare const SEMI_SPACE_MB: number;
export declare function memoryLimitBytes(machine: {
  totalMemory: number;
  readFile: (file: string) => string | undefined;
}): number;
export declare function heapFlags(input: {
  env: Record<string, string | undefined>;
  execArgv: string[];
  memoryBytes: number;
}): { flags: string[]; memoryMb: number; error?: string };
