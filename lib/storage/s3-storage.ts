import "server-only";
import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { assertValidKey, StoredFileMissing, type FileStorage } from "./file-storage";

export type S3StorageOptions = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

type Sdk = typeof import("@aws-sdk/client-s3");
type Connected = { sdk: Sdk; client: S3Client };

function isNotFound(sdk: Sdk, error: unknown): boolean {
  if (!(error instanceof sdk.S3ServiceException)) return false;
  return error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket. A PUT is atomic on S3: the object appears whole or not at all.
 * Checksums are only sent where the service requires them, which keeps MinIO, Ceph, Garage and
 * other S3 look-alikes working.
 */
export class S3FileStorage implements FileStorage {
  private readonly bucket: string;
  private readonly options: S3StorageOptions;
  private connected: Promise<Connected> | undefined;
  private client: S3Client | undefined;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.options = options;
  }

  /**
   * The SDK (about 10 MB resident) is loaded with the first file operation, so a server that
   * stores its files on disk never holds it.
   */
  private connect(): Promise<Connected> {
    this.connected ??= import("@aws-sdk/client-s3").then((sdk) => {
      const client = this.createClient(sdk);
      this.client = client;
      return { sdk, client };
    });
    return this.connected;
  }

  private createClient(sdk: Sdk): S3Client {
    const options = this.options;
    return new sdk.S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    });
  }

  async put(key: string, body: Readable, size: number): Promise<void> {
    assertValidKey(key);
    // The SDK does not watch its body for errors: a failing source must abort the request itself,
    // so the service sees a short body and stores nothing.
    const abort = new AbortController();
    let sourceError: unknown;
    const onError = (error: unknown) => {
      sourceError = error;
      abort.abort(error);
    };
    body.once("error", onError);
    try {
      const { sdk, client } = await this.connect();
      await client.send(
        new sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentLength: size }),
        { abortSignal: abort.signal },
      );
    } catch (error) {
      throw sourceError ?? error;
    } finally {
      body.off("error", onError);
    }
  }

  async get(key: string): Promise<Readable> {
    assertValidKey(key);
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (answer.Body instanceof Readable) return answer.Body;
      throw new Error("the S3 client answered without a Node stream");
    } catch (error) {
      if (isNotFound(sdk, error)) throw new StoredFileMissing(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deleteGroupFiles(groupId: string): Promise<void> {
    assertValidKey(groupId);
    const { sdk, client } = await this.connect();
    // Listed page by page (1000 keys each) and deleted one by one: DeleteObjects needs a checksum
    // header some S3 look-alikes do not take, and a group is deleted rarely.
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${groupId}/`,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key)
          await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: object.Key }));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async exists(key: string): Promise<boolean> {
    assertValidKey(key);
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(sdk, error)) return false;
      throw error;
    }
  }

  destroy(): void {
    this.client?.destroy();
  }
}
