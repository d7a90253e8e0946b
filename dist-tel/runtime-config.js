self.kaagapayRuntime={"apiOrigin":"","telemetry":{"endpoint":"","sampleRate":0.1}};
