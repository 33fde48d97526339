import { featureLambda } from '../http/feature-lambda';
import { endpoints } from './endpoints';

// No search or billing adapter: teams read and write DynamoDB and mail invitations.
export const handler = featureLambda('teams', endpoints);
