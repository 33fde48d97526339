// Secrets Manager through the lean client (../dynamo-lite/secrets.ts), not the SDK: see functions/adapters/README.md.
export { GetSecretValueCommand, type GetSecretValueCommandOutput, SecretsManagerClient } from '../dynamo-lite/secrets';
