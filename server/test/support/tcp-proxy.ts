import net from 'node:net';

type Mode = 'pass' | 'stall' | 'cut';

/**
 * A TCP proxy the tests put between the server and MariaDB, to fail the database on purpose
 * without touching the real one:
 * - `cut()`: every connection is closed and new ones are refused (the port stops listening);
 * - `stall()`: connections stay open but no byte goes through, either way (new ones too);
 * - `restore()`: traffic flows again (the same port listens again after a cut).
 */
export class TcpProxy {
  private mode: Mode = 'pass';
  private readonly sockets = new Set<net.Socket>();
  private server: net.Server;

  private constructor(
    private readonly target: { host: string; port: number },
    public port = 0,
  ) {
    this.server = this.newServer();
  }

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await proxy.listen();
    return proxy;
  }

  cut(): Promise<void> {
    this.mode = 'cut';
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  stall(): void {
    this.mode = 'stall';
  }

  async restore(): Promise<void> {
    if (this.mode === 'cut') {
      this.server = this.newServer();
      await this.listen();
    }
    this.mode = 'pass';
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    if (this.server.listening) await new Promise((resolve) => this.server.close(resolve));
  }

  private newServer(): net.Server {
    return net.createServer((client) => this.accept(client));
  }

  private listen(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => {
        this.port = (this.server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  private track(socket: net.Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private accept(client: net.Socket) {
    this.track(client);
    // During a stall a new connection is accepted and then left silent (no server greeting).
    if (this.mode !== 'pass') return;
    const upstream = net.connect(this.target.port, this.target.host);
    this.track(upstream);
    const forward = (from: net.Socket, to: net.Socket) => {
      from.on('data', (chunk) => {
        if (this.mode === 'pass') to.write(chunk);
      });
      from.on('close', () => to.destroy());
    };
    forward(client, upstream);
    forward(upstream, client);
  }
}
