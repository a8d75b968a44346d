export declare function readOrCreateSecrets(dataDir: string): { sessionSecret: string; apiKeyPepper: string };
