// Imported first by entry points: the emulators pull in AWS SDK v2 and this
// machine runs Node 20, and both SDKs print multi-line notices about it on
// every start that drown the URLs people need to read.
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
