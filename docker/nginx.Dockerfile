# The gateway: nginx with nginx/nginx.conf and the shared gateway/*.conf, unprivileged on 8080.
# It proxies the static images and the API by service name and serves the uploads volume.
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-alpine
FROM ${NGINX_IMAGE}
COPY nginx/nginx.conf /etc/nginx/nginx.conf
COPY nginx/gateway /etc/nginx/gateway
RUN nginx -t
EXPOSE 8080
HEALTHCHECK --interval=5s --timeout=3s --retries=6 CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
