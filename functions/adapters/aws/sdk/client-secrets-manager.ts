import type * as Sdk from '@aws-sdk/client-secrets-manager';
import { loadSdk } from './load';

const sdk = loadSdk('@aws-sdk/client-secrets-manager') as typeof Sdk;

export type { GetSecretValueCommandOutput } from '@aws-sdk/client-secrets-manager';
export type GetSecretValueCommand = Sdk.GetSecretValueCommand;
export const { GetSecretValueCommand, SecretsManagerClient } = sdk;
