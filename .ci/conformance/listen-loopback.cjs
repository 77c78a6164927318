// Preloaded into the conformance suite and its reference server, whose
// servers listen on a bare port: every such listen binds to 127.0.0.1
// instead of all interfaces. The suite reads a server's address right
// after listen(0), so the loopback address is looked up synchronously
// (net looks up even a literal address, asynchronously, by default).
const net = require('net');
const dns = require('dns');
const lookup = dns.lookup;
dns.lookup = function (host, options, callback) {
  const cb = typeof options === 'function' ? options : callback;
  if (host === '127.0.0.1' && typeof cb === 'function') {
    if (options && typeof options === 'object' && options.all) {
      return cb(null, [{ address: host, family: 4 }]);
    }
    return cb(null, host, 4);
  }
  return lookup.apply(this, arguments);
};
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
