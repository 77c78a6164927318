// Preloaded into the conformance suite's reference server, which calls
// listen(PORT) without a host: every listen with a bare port binds to
// 127.0.0.1 instead of all interfaces.
const net = require('net');
const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  const port = args[0];
  if (typeof port === 'number' || (typeof port === 'string' && /^\d+$/.test(port))) {
    const callbacks = args.slice(1).filter((a) => typeof a === 'function');
    return listen.call(this, Number(port), '127.0.0.1', ...callbacks);
  }
  if (port && typeof port === 'object' && port.port !== undefined && !port.host) {
    args[0] = { ...port, host: '127.0.0.1' };
  }
  return listen.apply(this, args);
};
