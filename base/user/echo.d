user/echo.o: user/echo.c kernel/types.h kernel/stat.h user/user.h
