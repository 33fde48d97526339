import { buildApp } from './build-app';

// Entry point of cdk.json: `npx cdk synth -c stage=prod`.
buildApp();
