import java.lang.reflect.Field;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Set;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local with its Jetty connector bound to 127.0.0.1, answering only
 * its own loopback Host names. Its own main has no host option and listens on
 * every interface, so anyone on the network could read and change the local
 * table; and a web page whose domain resolves to 127.0.0.1 (DNS rebinding)
 * could read it as its own origin, the browser still naming that domain in
 * Host. Run in source-file mode by scripts/local/dynamodb.ts with the
 * DynamoDB Local jar on the class path; takes DynamoDB Local's own arguments.
 */
public class DynamoDbLoopback {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    // The Jetty server is a private field; its connector takes a host, and the server a handler, until it is started.
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server jetty = (Server) field.get(proxy);
    int port = -1;
    for (Connector connector : jetty.getConnectors()) {
      ServerConnector server = (ServerConnector) connector;
      server.setHost("127.0.0.1");
      port = server.getPort();
    }
    jetty.setHandler(new HostGuard(jetty.getHandler(), port));
    proxy.start();
  }
}

/** The same allow-list as scripts/local/host-guard.ts: 127.0.0.1, localhost and [::1], on this port only. */
class HostGuard extends Handler.Wrapper {
  private final Set<String> own;

  HostGuard(Handler inner, int port) {
    super(inner);
    own = Set.of("127.0.0.1:" + port, "localhost:" + port, "[::1]:" + port);
  }

  @Override
  public boolean handle(Request request, Response response, Callback callback) throws Exception {
    String host = request.getHeaders().get(HttpHeader.HOST);
    if (host != null && own.contains(host.toLowerCase(Locale.ROOT))) return super.handle(request, response, callback);
    response.setStatus(421);
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain; charset=utf-8");
    byte[] body = "Misdirected request: DynamoDB Local answers only its own loopback address.\n".getBytes(StandardCharsets.UTF_8);
    response.write(true, ByteBuffer.wrap(body), callback);
    return true;
  }
}
