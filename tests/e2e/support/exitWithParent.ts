// Preloaded into the e2e mock servers (node --import): a server whose test worker died (and with it the IPC
// channel) stops too, instead of holding its port for the next run.
if (process.send) process.on('disconnect', () => process.exit(0));
